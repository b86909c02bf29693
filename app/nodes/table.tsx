/**
 * A data table; scrolls sideways in its own focusable region when narrow.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';

export function Table({ node }: { node: NodeOf<'table'> }) {
  const id = useId();
  const rowHeaders = node.head.length > 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrollable wrapper, not a section of the page; focusable so keyboards can scroll it.
    <div
      className="table-wrap"
      role="region"
      aria-labelledby={node.caption ? id : undefined}
      aria-label={node.caption ? undefined : 'Table'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="table">
        {node.caption ? (
          <caption id={id} className="table__caption">
            {node.caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {node.head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {node.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 && rowHeaders ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
