import type { ChatMessage, InteractiveComponent } from '../../lib/chat-types';
import { ChoiceList } from './choice-list';
import { CompanyCard } from './company-card';
import { CompletedAnswer } from './completed-answer';
import { EditableSummary } from './editable-summary';
import { FileUpload } from './file-upload';
import { FinalStep } from './final-step';
import { OnboardingComplete } from './onboarding-complete';
import { WebsiteInput } from './website-input';

interface InteractiveComponentViewProps {
  message: ChatMessage & { interactiveComponent: InteractiveComponent };
  interactive: boolean;
  onSubmit: (data: Record<string, unknown>) => void;
}

/** The component a bot message carries: live when active, read-only once submitted. */
export function InteractiveComponentView({ message, interactive, onSubmit }: InteractiveComponentViewProps) {
  const component = message.interactiveComponent;
  const { props } = component;
  if (component.type === 'company-card') return <CompanyCard props={props} />;
  if (component.type === 'onboarding-complete')
    return <OnboardingComplete props={props} interactive={interactive} />;
  if (message.completed) return <CompletedAnswer component={component} data={message.submittedData} />;

  const view = { props, interactive, onSubmit };
  switch (component.type) {
    case 'website-input':
      return <WebsiteInput {...view} />;
    case 'multiple-choice':
    case 'checklist':
      return <ChoiceList {...view} />;
    case 'editable-summary':
      return <EditableSummary {...view} />;
    case 'file-upload':
      return <FileUpload {...view} />;
    case 'final-step':
      return <FinalStep {...view} />;
    default:
      return null;
  }
}
