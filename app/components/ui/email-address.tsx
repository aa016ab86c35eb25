/**
 * An e-mail address that may wrap only right after its "@", as typographers break addresses: the
 * name stays on the first line ending in "@", the domain whole on the next, never a lone "@domain"
 * line or a word cut in two. Shown whole wherever it fits.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
