/**
 * The news narrowed by type and by brand, with live counts (the site fills the choices: contract/routing/news-filters.ts):
 * two lines above a list ("By type: All news · Press releases (12) · …", "By brand: …"), or the brands alone as a
 * list, in an aside. The list shown is in bold; an empty list is its name and "(0)", not a link.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';

type Choice = NonNullable<NodeOf<'news-filters'>['types']>[number];

export function NewsFilters({ node }: { node: NodeOf<'news-filters'> }) {
  const id = useId();
  const brands = node.brands ?? [];
  // Unfilled (the counts could not be read): nothing to choose from.
  if (brands.length === 0 && (node.types ?? []).length === 0) return null;
  if (node.layout === 'brands') {
    // "All brands" leads back up; the aside lists the brands themselves.
    const listed = brands.filter((choice) => choice.count !== undefined);
    return (
      <nav
        className="prose node-rich-text news-filters"
        aria-labelledby={node.heading ? id : undefined}
        aria-label={node.heading ? undefined : 'News by brand'}
      >
        {node.heading ? <h2 id={id}>{node.heading}</h2> : null}
        <ul>
          {listed.map((choice) => (
            <li key={choice.label}>
              <ChoiceText choice={choice} />
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav className="prose node-rich-text news-filters" aria-label={node.heading ?? 'News by type and brand'}>
      <Line label="By type" choices={node.types ?? []} />
      <Line label="By brand" choices={brands} />
    </nav>
  );
}

function Line({ label, choices }: { label: string; choices: readonly Choice[] }) {
  if (choices.length === 0) return null;
  return (
    <p>
      <strong>{`${label}:`}</strong>{' '}
      {choices.map((choice, at) => (
        <span key={choice.label}>
          {at > 0 ? ' · ' : null}
          <ChoiceText choice={choice} />
        </span>
      ))}
    </p>
  );
}

/** A link to the list, its name in bold on the list itself, or plain text when it is empty. */
function ChoiceText({ choice }: { choice: Choice }) {
  const text = choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`;
  if (choice.current) return <strong aria-current="page">{text}</strong>;
  return choice.href ? <a href={choice.href}>{text}</a> : text;
}
