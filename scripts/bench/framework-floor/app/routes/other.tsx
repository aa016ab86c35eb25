import { Outlet } from "react-router";

export default function Other() {
  return (
    <>
      <p>Een andere pagina</p>
      <Outlet />
    </>
  );
}
