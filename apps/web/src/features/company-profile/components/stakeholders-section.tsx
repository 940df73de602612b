import type { Client, SectionData } from '@impact/contracts';
import { ExternalLinkIcon, UsersIcon } from 'lucide-react';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { emptySectionText, memberLinks, stakeholderGroups } from '../profile-view';
import { AdminOnlySection } from './admin-only-section';

type Member = SectionData<'Stakeholders'>[number]['members'][number];

function StakeholderMember({ member }: { member: Member }) {
  const links = memberLinks(member);
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <p className="text-sm font-medium break-words">{member.name}</p>
      {member.description && (
        <p className="text-sm leading-relaxed break-words text-muted-foreground">{member.description}</p>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                title={link.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
              >
                {link.label}
                <ExternalLinkIcon aria-hidden className="size-3 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Spec 02 §2 'Key Stakeholders': grouped by type, each member with name, description and links. */
export function StakeholdersSection({ client }: { client: Client }) {
  const block = client.Stakeholders;
  const data = sectionData<SectionData<'Stakeholders'>>(client, 'Stakeholders');
  if (!block || !data)
    return <AdminOnlySection sectionId="stakeholders" client={client} text="Not generated yet." />;
  const groups = stakeholderGroups(data);
  return (
    <SectionCard
      sectionId="stakeholders"
      client={client}
      lastUpdated={block.lastUpdated}
      provenance={block.provenance}
    >
      {groups.length === 0 ? (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {emptySectionText(block.provenance.outcome, 'stakeholders')}
          </p>
          {block.provenance.note && <p className="text-xs text-muted-foreground">{block.provenance.note}</p>}
        </div>
      ) : (
        <div className="grid gap-6">
          {groups.map((group) => (
            <section key={group.type} aria-label={group.type} className="grid gap-3">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <UsersIcon aria-hidden className="size-4 text-muted-foreground" />
                {group.type}
                <span className="font-normal text-muted-foreground">({group.members.length})</span>
              </h3>
              <ul className="grid gap-2 md:grid-cols-2">
                {group.members.map((member, index) => (
                  <StakeholderMember key={`${member.name}-${index}`} member={member} />
                ))}
              </ul>
              <SourceList sources={group.sources} variant="code" />
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
