/**
 * A repeater: the items of a list field (cards, brands, facts, links, slides, offices, table rows …), each
 * folded under its title, with buttons to add, move and remove items.
 * @module
 */
import type { Field } from '@masthead/site';
import { Button } from '@wordpress/components';
import { FieldControl, FieldList, type FieldProps, labelOf } from './field-control';

/** A new, empty item of a list. */
function emptyItem(item: Field): unknown {
  if (item.kind === 'list') return [];
  if (item.kind === 'object' || item.kind === 'link' || item.kind === 'image') return {};
  return '';
}

/** What an item is called in its fold: its first text, else its number. */
function titleOf(value: unknown, index: number): string {
  const texts = typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value) : [];
  const text = texts.find((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  return `${index + 1}. ${text ? text.slice(0, 60) : '(empty)'}`;
}

export function ListField({ field, value, onChange, env, path }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const item = field.item!;
  const set = (next: unknown[]) => onChange(next.length === 0 && !field.required ? undefined : next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <fieldset className="masthead-list">
      <legend>{labelOf(field)}</legend>
      {items.map((entry, index) => {
        const itemPath = `${path}.${index}`;
        const change = (next: unknown) => set(items.map((old, at) => (at === index ? (next ?? emptyItem(item)) : old)));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: content items carry no id; a moved item is redrawn from its value.
          <details className="masthead-list__item" key={index} open={items.length <= 3}>
            <summary>{titleOf(entry, index)}</summary>
            {item.kind === 'object' ? (
              <FieldList
                fields={item.fields ?? []}
                value={(entry ?? {}) as Record<string, unknown>}
                onChange={change}
                env={env}
                path={itemPath}
              />
            ) : (
              <FieldControl field={{ ...item, label: `Item ${index + 1}` }} value={entry} onChange={change} env={env} path={itemPath} />
            )}
            <div className="masthead-list__actions">
              <Button isSmall variant="tertiary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                Move up
              </Button>
              <Button isSmall variant="tertiary" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                Move down
              </Button>
              <Button isSmall variant="tertiary" isDestructive onClick={() => set(items.filter((_old, at) => at !== index))}>
                Remove
              </Button>
            </div>
          </details>
        );
      })}
      <Button variant="secondary" className="masthead-list__add" onClick={() => set([...items, emptyItem(item)])}>
        {`Add to ${field.label.toLowerCase()}`}
      </Button>
    </fieldset>
  );
}
