/**
 * One field of a node, drawn by its kind (schema/fields.ts): text, numbers and selects as WordPress's
 * controls; images, links, rich text, objects and lists by their own components. Optional fields left empty
 * are removed, not stored as '' (the node then has no such field, as the importer writes it).
 * @module
 */
import type { Field } from '@masthead/site';
import { SelectControl, TextControl } from '@wordpress/components';
import type { EditorEnv } from './env';
import { HtmlField } from './html-field';
import { ImageField } from './image-field';
import { LinkField, UrlField } from './link-field';
import { ListField } from './list-field';

export interface FieldProps {
  field: Field;
  value: unknown;
  onChange(value: unknown): void;
  env: EditorEnv;
  /** The field's path in the node (`cards.2.title`): unique, names rich text and matches schema issues. */
  path: string;
}

export function labelOf(field: Field): string {
  return field.required ? field.label : `${field.label} (optional)`;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** '' for an optional field is no value at all. */
function emptyAs(field: Field, value: string): string | undefined {
  return value === '' && !field.required ? undefined : value;
}

export function FieldControl(props: FieldProps) {
  const { field, value, onChange, path } = props;
  switch (field.kind) {
    case 'html':
      return <HtmlField {...props} />;
    case 'image':
      return <ImageField {...props} />;
    case 'link':
      return <LinkField {...props} />;
    case 'url':
      return <UrlField {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'object':
      return <ObjectField {...props} />;
    case 'number':
      return (
        <TextControl
          __next40pxDefaultSize
          type="number"
          label={labelOf(field)}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(text) => onChange(text === '' ? undefined : field.integer ? Math.trunc(Number(text)) : Number(text))}
          __nextHasNoMarginBottom
        />
      );
    case 'select': {
      const options = (field.options ?? []).map((option) => ({ label: String(option), value: String(option) }));
      const shown = value ?? field.default;
      const none = shown === undefined ? [{ label: '—', value: '' }] : [];
      return (
        <SelectControl
          __next40pxDefaultSize
          label={labelOf(field)}
          value={shown === undefined ? '' : String(shown)}
          options={[...none, ...options]}
          onChange={(text) => onChange(text === '' ? undefined : (field.options?.find((option) => String(option) === text) ?? text))}
          __nextHasNoMarginBottom
        />
      );
    }
    default:
      return (
        <TextControl
          __next40pxDefaultSize
          label={labelOf(field)}
          value={textOf(value)}
          required={field.required}
          className={`masthead-field masthead-field--${path.replace(/\./g, '-')}`}
          onChange={(text) => onChange(emptyAs(field, text))}
          __nextHasNoMarginBottom
        />
      );
  }
}

/** The fields of an object, in a group under its label. */
export function ObjectField({ field, value, onChange, env, path }: FieldProps) {
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return (
    <fieldset className="masthead-object">
      <legend>{labelOf(field)}</legend>
      <FieldList fields={field.fields ?? []} value={object} onChange={onChange} env={env} path={path} />
    </fieldset>
  );
}

/** The fields of one object: each change gives the whole object, a cleared optional field removed. */
export function FieldList(props: {
  fields: Field[];
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  env: EditorEnv;
  path: string;
}) {
  const { fields, value, onChange, env, path } = props;
  return (
    <div className="masthead-fields">
      {fields.map((field) => (
        <div className="masthead-fields__item" key={field.key}>
          <FieldControl
            field={field}
            value={value[field.key]}
            env={env}
            path={path ? `${path}.${field.key}` : field.key}
            onChange={(next) => {
              // Spread first so a changed key keeps its place (the stored JSON keeps the importer's order).
              const { [field.key]: _previous, ...rest } = value;
              onChange(next === undefined ? rest : { ...value, [field.key]: next });
            }}
          />
        </div>
      ))}
    </div>
  );
}
