import type { Permission } from '../../../contract/access.ts';
import type { SavedView, ViewState } from '../../../contract/saved-view.ts';
import type { SearchHit } from '../../../contract/search.ts';
import { viewTarget } from '../../lib/resources/saved-views.ts';
import { visibleAreas } from '../nav-areas.ts';

/** What choosing an entry does: open a page or an object, switch one on or off, roll one back (after asking). */
export type PaletteRun =
  | { kind: 'page'; to: string }
  | { kind: 'view'; to: string; search: ViewState }
  | { kind: 'open'; hit: SearchHit }
  | { kind: 'campaign-active'; campaignId: string; name: string; active: boolean }
  | { kind: 'voucher-active'; code: string; active: boolean }
  | { kind: 'roll-back'; redemptionId: string };

/** The words a typed text may start with, to narrow the entries to one kind of action. */
export const verbs = ['disable', 'enable', 'roll back', 'open', 'invite'] as const;
export type Verb = (typeof verbs)[number];

export type PaletteItem = { key: string; label: string; detail: string; verb: Verb; run: PaletteRun };

export type PaletteContext = {
  /** The text without its leading verb. */
  text: string;
  hits: readonly SearchHit[];
  /** The person's saved views and the project's shared ones. */
  views: readonly SavedView[];
  permissions: readonly Permission[];
};

/** Where entries come from, in the order they are listed; a new source (saved views, say) is one more element. */
export type PaletteSource = (context: PaletteContext) => PaletteItem[];

/** "disable percent" → verb `disable`, text `percent`; a text without a verb is searched whole. */
export function parseCommand(typed: string): { verb: Verb | undefined; text: string } {
  const lower = typed.trimStart().toLowerCase();
  const verb = verbs.find((v) => lower === v || lower.startsWith(`${v} `));
  return verb ? { verb, text: typed.trimStart().slice(verb.length).trim() } : { verb: undefined, text: typed.trim() };
}

const kindWords: Record<SearchHit['kind'], string> = {
  campaign: 'Campaign',
  voucher: 'Code',
  customer: 'Customer',
  redemption: 'Redemption',
  order: 'Order',
  person: 'Person',
};

function actionsOn(hit: SearchHit, permissions: readonly Permission[]): PaletteItem[] {
  const open: PaletteItem = {
    key: `open:${hit.kind}:${hit.id}`,
    label: `Open ${hit.label}`,
    detail: [kindWords[hit.kind], hit.secondary].filter(Boolean).join(' · '),
    verb: 'open',
    run: { kind: 'open', hit },
  };
  const items = [open];
  const toggleVerb = (active: boolean) => (active ? 'disable' : 'enable');
  const toggleDetail = (active: boolean) => `${kindWords[hit.kind]} · now ${active ? 'active' : 'disabled'}`;
  if (hit.kind === 'campaign' && permissions.includes('campaigns:write'))
    items.push({
      key: `toggle:${hit.id}`,
      label: `${hit.active ? 'Disable' : 'Enable'} ${hit.label}`,
      detail: toggleDetail(hit.active),
      verb: toggleVerb(hit.active),
      run: { kind: 'campaign-active', campaignId: hit.id, name: hit.label, active: !hit.active },
    });
  if (hit.kind === 'voucher' && permissions.includes('campaigns:write'))
    items.push({
      key: `toggle:${hit.id}`,
      label: `${hit.active ? 'Disable' : 'Enable'} ${hit.label}`,
      detail: toggleDetail(hit.active),
      verb: toggleVerb(hit.active),
      run: { kind: 'voucher-active', code: hit.label, active: !hit.active },
    });
  if (hit.kind === 'redemption' && hit.status === 'SUCCEEDED' && permissions.includes('redemptions:redeem'))
    items.push({
      key: `roll-back:${hit.id}`,
      label: `Roll back ${hit.id}`,
      detail: 'Redemption · asks first',
      verb: 'roll back',
      run: { kind: 'roll-back', redemptionId: hit.id },
    });
  return items;
}

const matches = (label: string, text: string) => label.toLowerCase().includes(text.toLowerCase());

const searchHits: PaletteSource = ({ hits, permissions }) => hits.flatMap((hit) => actionsOn(hit, permissions));

const commands: PaletteSource = ({ text, permissions }) =>
  permissions.includes('team:manage') && (!text || matches('Invite a person', text))
    ? [
        {
          key: 'invite',
          label: 'Invite a person…',
          detail: 'Team',
          verb: 'invite',
          run: { kind: 'page', to: '/project/team/invite' },
        },
      ]
    : [];

const pages: PaletteSource = ({ text, permissions }) =>
  visibleAreas(permissions).flatMap((area) =>
    area.links
      .filter((link) => !text || matches(link.label, text) || matches(area.label, text))
      .map((link) => ({
        key: `page:${link.to}`,
        label: `Go to ${link.label}`,
        detail: `Page · ${area.label}`,
        verb: 'open' as const,
        run: { kind: 'page' as const, to: link.to },
      })),
  );

const savedViews: PaletteSource = ({ text, views }) =>
  views.flatMap((view) => {
    const target = viewTarget(view);
    if (!target || (text && !matches(view.name, text))) return [];
    return [
      {
        key: `view:${view.id}`,
        label: `Open view ${view.name}`,
        detail: `Saved view · ${view.list}${view.shared ? ' · shared' : ''}`,
        verb: 'open' as const,
        run: { kind: 'view' as const, ...target },
      },
    ];
  });

export const paletteSources: PaletteSource[] = [searchHits, savedViews, commands, pages];

/** Every source's entries for the typed text, narrowed to its verb when it starts with one. */
export function paletteItems(typed: string, context: Omit<PaletteContext, 'text'>, limit = 30): PaletteItem[] {
  const { verb, text } = parseCommand(typed);
  const items = paletteSources.flatMap((source) => source({ ...context, text }));
  return items.filter((item) => !verb || item.verb === verb).slice(0, limit);
}
