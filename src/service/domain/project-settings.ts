import {
  calloutNotificationKinds,
  usageNotificationKinds,
  type CalloutNotifications,
  type ProjectSettings,
  type ProjectUpdate,
  type UsageNotifications,
} from '../../contract/management-project.ts';

/** One value per kind, typed as the object of those kinds. */
const perKind = <K extends string, V>(kinds: readonly K[], value: (kind: K) => V) =>
  Object.fromEntries(kinds.map((kind) => [kind, value(kind)])) as Record<K, V>;

/** A project never given settings: every notification off, at the hosted default threshold. */
export const defaultProjectSettings = (): ProjectSettings => ({
  api_usage_notifications: perKind(usageNotificationKinds, () => ({
    enabled: false,
    value: 80,
    emails: [] as string[],
    in_app: false,
  })) satisfies UsageNotifications,
  webhooks_callout_notifications: perKind(calloutNotificationKinds, () => ({
    email: false,
    in_app: false,
    emails: [] as string[],
  })) satisfies CalloutNotifications,
});

/** The settings after a change: each notification field sent replaces its value, the others stay. */
export function changedSettings(
  current: ProjectSettings | null,
  change: Pick<ProjectUpdate, 'dial_code' | 'api_usage_notifications' | 'webhooks_callout_notifications'>,
): ProjectSettings {
  const base = current ?? defaultProjectSettings();
  const usage = change.api_usage_notifications ?? {};
  const callout = change.webhooks_callout_notifications ?? {};
  const dialCode = change.dial_code === undefined ? base.dial_code : (change.dial_code ?? undefined);
  return {
    ...(dialCode !== undefined && { dial_code: dialCode }),
    api_usage_notifications: perKind(usageNotificationKinds, (kind) => ({
      ...base.api_usage_notifications[kind],
      ...usage[kind],
    })),
    webhooks_callout_notifications: perKind(calloutNotificationKinds, (kind) => ({
      ...base.webhooks_callout_notifications[kind],
      ...callout[kind],
    })),
  };
}
