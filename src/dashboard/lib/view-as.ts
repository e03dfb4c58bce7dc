/*
 * "View as role": the role an admin is looking through, kept for this tab only (sessionStorage), sent by the API
 * client as `X-Promodesk-View-As` with every request. The service answers the session with that role's permissions
 * and refuses every change, so navigation, guards and disabled controls follow without anything else here.
 */
const VIEW_AS_KEY = 'promodesk.view-as';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export const getViewAsRole = (): string | null => storage()?.getItem(VIEW_AS_KEY) ?? null;

export function setViewAsRole(roleId: string | null): void {
  if (roleId) storage()?.setItem(VIEW_AS_KEY, roleId);
  else storage()?.removeItem(VIEW_AS_KEY);
}
