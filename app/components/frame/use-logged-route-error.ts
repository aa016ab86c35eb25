import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";

/**
 * The error a route's boundary shows, written to the browser's console once it is shown. Not on the
 * server: React Router has logged what was thrown there already (with its stack, and not for a
 * request the visitor closed), and the boundary only gets its sanitized copy, "Unexpected Server
 * Error", which would be logged again, even for a request nobody waits for. Responses thrown on
 * purpose (404, 403) are no errors to log.
 */
export function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return error;
}
