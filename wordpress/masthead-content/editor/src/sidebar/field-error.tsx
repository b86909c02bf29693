/**
 * A field's problem under it, in WordPress's error red, announced when it appears. Nothing when there is none.
 * @module
 */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="masthead-field-error" role="alert" style={{ color: '#cc1818', marginTop: '-8px', marginBottom: '16px' }}>
      {message}
    </p>
  );
}
