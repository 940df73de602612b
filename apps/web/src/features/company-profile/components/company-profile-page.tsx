import { useLoadedClient } from '../../../lib/client/use-current-client';
import { BusinessModelSection } from './business-model-section';
import { CompanyHeaderCard } from './company-header-card';
import { LocationPresenceSection } from './location-presence-section';
import { StakeholdersSection } from './stakeholders-section';

/** /client/:clientName/profile (spec 02 §2 'Company Profile'). */
export default function CompanyProfilePage() {
  const client = useLoadedClient();
  const about = client.CompanyInfo?.trim();
  return (
    <div className="grid gap-6">
      <CompanyHeaderCard client={client} />
      {about && (
        <section
          aria-labelledby="about-company"
          className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
        >
          <h2 id="about-company" className="text-lg font-semibold tracking-tight">
            About the Company
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line">{about}</p>
        </section>
      )}
      <LocationPresenceSection client={client} />
      <BusinessModelSection client={client} />
      <StakeholdersSection client={client} />
    </div>
  );
}
