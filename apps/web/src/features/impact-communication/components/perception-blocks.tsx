import type { SectionData } from '@impact/contracts';
import { formatScore } from '../percent';
import { ngoMentionList } from '../perception';
import { CollapsibleBlock } from './collapsible-block';
import { PercentBar } from './percent-bar';

type Perception = SectionData<'PublicPerception'>;

const emptyText = 'text-sm text-muted-foreground';

/** The four collapsible blocks of Public Perception; all start open (spec 02 §2). */
export function PerceptionBlocks({ data }: { data: Perception }) {
  return (
    <div className="grid items-start gap-3 lg:grid-cols-2">
      <NgoMentions ngoActivity={data.ngoActivity} />
      <EsgRatings ratings={data.esgRatings ?? []} />
      <Certifications certifications={data.certifications ?? []} />
      <CredibilityScore credibility={data.credibilityScore} />
    </div>
  );
}

function NgoMentions({ ngoActivity }: { ngoActivity: Perception['ngoActivity'] | undefined }) {
  const mentions = ngoMentionList(ngoActivity);
  return (
    <CollapsibleBlock trigger="NGO & Activist Mentions" defaultOpen>
      {mentions.length === 0 ? (
        <p className={emptyText}>None reported</p>
      ) : (
        <ul className="grid list-disc gap-1.5 pl-5">
          {mentions.map((mention, index) => (
            <li key={index}>{mention}</li>
          ))}
        </ul>
      )}
    </CollapsibleBlock>
  );
}

function EsgRatings({ ratings }: { ratings: Perception['esgRatings'] }) {
  return (
    <CollapsibleBlock trigger="ESG Ratings" defaultOpen>
      {ratings.length === 0 ? (
        <p className={emptyText}>No formal ESG ratings available</p>
      ) : (
        <ul className="grid gap-2">
          {ratings.map((rating, index) => (
            <li key={`${rating.agency}-${index}`} className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium">{rating.agency}</span>
                <span className="font-semibold">{rating.rating}</span>
              </div>
              {rating.date && <span className="text-xs text-muted-foreground">{rating.date}</span>}
            </li>
          ))}
        </ul>
      )}
    </CollapsibleBlock>
  );
}

function Certifications({ certifications }: { certifications: Perception['certifications'] }) {
  return (
    <CollapsibleBlock trigger="Certifications & Awards" defaultOpen>
      {certifications.length === 0 ? (
        <p className={emptyText}>No certifications reported</p>
      ) : (
        <ul className="grid gap-1.5">
          {certifications.map((certification, index) => (
            <li key={`${certification.name}-${index}`} className="flex items-baseline justify-between gap-3">
              <span>{certification.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {certification.year}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleBlock>
  );
}

function CredibilityScore({ credibility }: { credibility: Perception['credibilityScore'] | undefined }) {
  const score = formatScore(credibility?.score);
  const max = formatScore(credibility?.maxScore);
  const rationale = credibility?.rationale ?? [];
  return (
    <CollapsibleBlock trigger="Overall Credibility Score" defaultOpen>
      <p>
        <span className="text-3xl font-semibold tabular-nums">{score}</span>
        <span className="text-muted-foreground"> / {max}</span>
      </p>
      <PercentBar
        value={credibility?.score ?? 0}
        max={credibility?.maxScore}
        label="Overall credibility score"
        valueText={`${score} out of ${max}`}
      />
      {rationale.length > 0 && (
        <ul className="grid list-disc gap-1.5 pl-5">
          {rationale.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      )}
    </CollapsibleBlock>
  );
}
