import type { ReportSectionType } from '@impact/contracts';
import type { SectionWriter } from '../section-writer.js';
import { companySnapshotWriter } from './company-snapshot.js';
import { publicPerceptionWriter } from './public-perception.js';
import { regulatoryLandscapeWriter } from './regulatory-landscape.js';
import { strategicPositioningWriter } from './strategic-positioning.js';
import { sustainabilityPostureWriter } from './sustainability-posture.js';

/** The writers of the sections that read the client's data; source_list reads the other sections. */
export const SECTION_WRITERS: Record<Exclude<ReportSectionType, 'source_list'>, SectionWriter> = {
  company_snapshot: companySnapshotWriter,
  sustainability_posture: sustainabilityPostureWriter,
  strategic_positioning: strategicPositioningWriter,
  regulatory_landscape: regulatoryLandscapeWriter,
  public_perception: publicPerceptionWriter,
};
