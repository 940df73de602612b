import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCOPE_OPTIONS } from '../../test/agent-messages';
import {
  alerts,
  cleanup,
  click,
  getButton,
  getByLabel,
  render,
  submitForm,
  typeInto,
} from '../../test/render';
import { ChoiceList } from './choice-list';
import { CompanyCard } from './company-card';
import { EditableSummary } from './editable-summary';
import { WebsiteInput } from './website-input';

afterEach(cleanup);

describe('WebsiteInput', () => {
  const props = {
    stepId: 'step-0',
    title: 'Company website',
    placeholder: 'example.com',
    samples: [{ slug: 'patagonia', name: 'Patagonia', website: 'patagonia.com' }],
  };

  it('submits the website, and asks for one when it is missing or not a website', () => {
    const onSubmit = vi.fn();
    const { container } = render(<WebsiteInput props={props} interactive onSubmit={onSubmit} />);
    const input = getByLabel(container, 'Company website');
    expect(input.placeholder).toBe('example.com');

    submitForm(input);
    expect(alerts(container)).toEqual(['Enter the company website']);
    typeInto(input, 'acme');
    submitForm(input);
    expect(alerts(container)).toEqual(['Enter a website such as example.com']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    typeInto(input, '  https://acme.com/about ');
    click(getButton(container, 'Continue'));
    expect(onSubmit).toHaveBeenCalledWith({ website: 'https://acme.com/about' });
  });

  it('offers a demo per sample', () => {
    const onSubmit = vi.fn();
    const { container } = render(<WebsiteInput props={props} interactive onSubmit={onSubmit} />);
    click(getButton(container, 'Try a demo with Patagonia'));
    expect(onSubmit).toHaveBeenCalledWith({ demoSample: 'patagonia' });
  });

  it('takes no input when it is not the active component', () => {
    const { container } = render(<WebsiteInput props={props} interactive={false} onSubmit={vi.fn()} />);
    expect(container.querySelector('fieldset')!.disabled).toBe(true);
  });

  it('renders with props missing or of the wrong kind', () => {
    const { container } = render(
      <WebsiteInput props={{ title: 42, samples: 'x', placeholder: null }} interactive onSubmit={vi.fn()} />,
    );
    expect(getByLabel(container, '42')).toBeTruthy();
  });
});

describe('ChoiceList', () => {
  const props = { stepId: 'step-1', title: 'Choose the scopes', options: SCOPE_OPTIONS, multiple: true };

  it('starts with the recommended options ticked and submits the chosen ids in offered order', () => {
    const onSubmit = vi.fn();
    const { container } = render(<ChoiceList props={props} interactive onSubmit={onSubmit} />);
    const materiality = getByLabel(container, /^Materiality and impact topics/);
    const reporting = getByLabel(container, /^Reporting frameworks and metrics/);
    expect(materiality.checked).toBe(true);
    expect(reporting.checked).toBe(false);
    expect(container.textContent).toContain('Recommended');
    expect(container.textContent).toContain('GRI, ESRS, ISSB');

    click(reporting);
    click(materiality);
    click(materiality);
    click(getButton(container, 'Continue'));
    expect(onSubmit).toHaveBeenCalledWith({ selected: ['materiality', 'reporting'] });
  });

  it('requires at least one option, saying so inline', () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <ChoiceList props={{ ...props, type: 'checklist' }} interactive onSubmit={onSubmit} />,
    );
    click(getByLabel(container, /^Materiality and impact topics/));
    click(getButton(container, 'Continue'));
    expect(alerts(container)).toEqual(['Choose at least one option']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers radio buttons when only one may be chosen', () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <ChoiceList props={{ ...props, multiple: false }} interactive onSubmit={onSubmit} />,
    );
    const regulations = getByLabel(container, /^Regulations/);
    expect(regulations.type).toBe('radio');
    click(regulations);
    click(getButton(container, 'Continue'));
    expect(onSubmit).toHaveBeenCalledWith({ selected: ['regulations'] });
  });

  it('skips malformed options', () => {
    const { container } = render(
      <ChoiceList
        props={{ options: [{ label: 'no id' }, null, { id: 'a' }, { id: 'a', label: 'again' }] }}
        interactive
        onSubmit={vi.fn()}
      />,
    );
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });
});

describe('EditableSummary', () => {
  const props = {
    stepId: 'step-2',
    title: 'Company profile',
    website: 'acme.com',
    fields: {
      Name: 'Acme',
      Industry: 'Outdoor gear',
      EmployeeCount: '51-200 employees',
      Revenue: 'rev_bogus',
      FoundedYear: 1990,
    },
  };

  it('submits the edited fields: empty as null, the year as a number, size and revenue as codes', () => {
    const onSubmit = vi.fn();
    const { container } = render(<EditableSummary props={props} interactive onSubmit={onSubmit} />);
    expect(getByLabel<HTMLSelectElement>(container, 'Employees').value).toBe('size_51_200');
    typeInto(getByLabel(container, 'Industry'), '   ');
    typeInto(getByLabel<HTMLSelectElement>(container, 'Revenue'), 'rev_10M_50M');
    typeInto(getByLabel<HTMLTextAreaElement>(container, 'Description'), ' Makes jackets. ');
    click(getButton(container, 'Save and continue'));
    expect(onSubmit).toHaveBeenCalledWith({
      Name: 'Acme',
      Industry: null,
      Headquarters: null,
      EmployeeCount: 'size_51_200',
      Revenue: 'rev_10M_50M',
      FoundedYear: 1990,
      CompanyInfo: 'Makes jackets.',
    });
  });

  it('requires the name and a plausible year, saying which field is wrong', () => {
    const onSubmit = vi.fn();
    const { container } = render(<EditableSummary props={props} interactive onSubmit={onSubmit} />);
    typeInto(getByLabel(container, /^Company name/), '');
    typeInto(getByLabel(container, 'Founded'), '19x0');
    click(getButton(container, 'Save and continue'));
    expect(alerts(container)).toEqual([
      'The company name is required',
      `Enter a year between 1000 and ${new Date().getFullYear()}, such as 1998`,
    ]);
    expect(getByLabel(container, /^Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CompanyCard', () => {
  it('shows what is known, codes as their labels, and nothing invented', () => {
    const { container } = render(
      <CompanyCard
        props={{
          stepId: 'step-1',
          website: 'https://www.acme.com/',
          domain: 'acme.com',
          Name: 'Acme',
          EmployeeCount: 'size_11_50',
          Revenue: 'rev_10B_plus',
        }}
      />,
    );
    expect(container.textContent).toContain('Acme');
    expect(container.textContent).toContain('11-50 employees');
    expect(container.textContent).toContain('$10B+');
    expect(container.textContent).not.toContain('Industry');
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://www.acme.com/');
    // No logo address was given: the initial shows and no image is asked for by the domain.
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows the logo at the address the server gave', () => {
    const logoUrl = `/api/logos/files/${'b'.repeat(64)}.png`;
    const { container } = render(<CompanyCard props={{ domain: 'acme.com', Name: 'Acme', logoUrl }} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(logoUrl);
  });

  it('says what could not be read', () => {
    const { container } = render(
      <CompanyCard
        props={{ website: 'acme.com', found: false, notes: ['The website did not answer.', 3] }}
      />,
    );
    expect(Array.from(container.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'The website did not answer.',
    ]);
  });

  it('falls back to the domain for a name, and renders with no props at all', () => {
    expect(render(<CompanyCard props={{ website: 'acme.com' }} />).container.textContent).toContain(
      'acme.com',
    );
    expect(render(<CompanyCard props={{}} />).container.textContent).toContain('Company');
  });
});
