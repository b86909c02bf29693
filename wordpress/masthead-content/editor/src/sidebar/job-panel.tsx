/**
 * The "Job" panel of jobs: every field of a job the site shows beside its title, summary (the excerpt) and
 * description (the content): decision 011's `_masthead_job_*` meta. Employment type and workplace offer exactly
 * the contract's values; a closing date or apply URL the schemas refuse locks saving until it is put right. A job
 * without its Apply URL saves as a draft; publishing it is locked (job-publish-lock.tsx), and so is updating one
 * already published or scheduled.
 * @module
 */

import { SelectControl, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { DocumentSettingPanel } from './document-panel';
import { editorOf } from './editor-store';
import { FieldError } from './field-error';
import { EMPLOYMENT_TYPES, jobProblems, jobPublishProblem, WORKPLACES } from './meta-rules';
import { usePostMeta } from './use-post-meta';
import { useSaveLock } from './use-save-lock';

const EMPLOYMENT_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contractor',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

/** The free-text fields, in the order the job page shows them. */
const TEXT_FIELDS: [key: string, label: string, help?: string][] = [
  ['_masthead_job_department', 'Department'],
  ['_masthead_job_location', 'Location', 'Town or city, e.g. Bristol.'],
  ['_masthead_job_salary', 'Salary', 'As readers should see it, e.g. £48,000 to £55,000 a year.'],
  ['_masthead_job_brand', 'Brand', 'The brand the job works on, if one.'],
  ['_masthead_job_contract', 'Contract', 'e.g. 12-month fixed term.'],
];

export function JobPanel() {
  const [meta, setMeta] = usePostMeta();
  const problems = jobProblems(meta);
  useSaveLock('masthead-job-settings', Object.keys(problems).length > 0);
  const status = useSelect((select) => String(editorOf(select).getEditedPostAttribute('status') ?? ''), []);
  const live = status === 'publish' || status === 'future';
  const unpublishable = jobPublishProblem(meta);
  // Live (or scheduled) without its Apply URL, an Update would leave "Apply now" leading nowhere.
  useSaveLock('masthead-job-live-apply-url', live && unpublishable !== undefined);
  const text = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : '');
  return (
    <DocumentSettingPanel name="masthead-job" title="Job" className="masthead-job-panel">
      {TEXT_FIELDS.map(([key, label, help]) => (
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          key={key}
          label={label}
          help={help}
          value={text(key)}
          onChange={(value: string) => setMeta({ [key]: value })}
        />
      ))}
      <SelectControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Employment type"
        value={text('_masthead_job_employment_type') || 'FULL_TIME'}
        options={EMPLOYMENT_TYPES.map((value): { value: string; label: string } => ({ value, label: EMPLOYMENT_LABELS[value] }))}
        onChange={(value: string) => setMeta({ _masthead_job_employment_type: value })}
      />
      <FieldError message={problems._masthead_job_employment_type} />
      <SelectControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Workplace"
        value={text('_masthead_job_workplace') || 'Office'}
        options={WORKPLACES.map((value): { value: string; label: string } => ({ value, label: value }))}
        onChange={(value: string) => setMeta({ _masthead_job_workplace: value })}
      />
      <FieldError message={problems._masthead_job_workplace} />
      <TextControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Closing date"
        type="date"
        help="The last day to apply. Empty: open until filled."
        value={text('_masthead_job_valid_through')}
        onChange={(value: string) => setMeta({ _masthead_job_valid_through: value })}
      />
      <FieldError message={problems._masthead_job_valid_through} />
      <TextControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Apply URL"
        type="url"
        help="Where the Apply button goes: an https:// address. Needed to publish; a draft may wait for it."
        value={text('_masthead_job_apply_url')}
        onChange={(value: string) => setMeta({ _masthead_job_apply_url: value.trim() })}
      />
      <FieldError message={problems._masthead_job_apply_url ?? (live ? unpublishable : undefined)} />
    </DocumentSettingPanel>
  );
}
