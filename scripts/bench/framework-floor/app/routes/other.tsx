export default function Other() {
  return <p>Een andere pagina</p>;
}
