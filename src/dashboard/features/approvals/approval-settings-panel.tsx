import { Button, Checkbox, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  approvalKinds,
  approvalKindWords,
  type ApprovalSettings,
  type ApprovalSettingsUpdate,
} from '../../../contract/approval.ts';
import { predefinedRoles } from '../../../contract/invitation.ts';
import { notifyDone, notifyFailed } from '../../components/feedback.tsx';
import { approvalSettingsQueryOptions, useSaveApprovalSettings } from '../../lib/resources/approvals.ts';

const toUpdate = (settings: ApprovalSettings): ApprovalSettingsUpdate => ({
  kinds: settings.kinds,
  approver_roles: settings.approver_roles,
  approver_user_ids: settings.approver_user_ids,
  roles_needing_approval: settings.custom_roles.filter((role) => role.needs_approval).map((role) => role.id),
});

/** For team managers: which changes need approval, who approves, and which custom roles need approval. */
export function ApprovalSettingsPanel({ projectId }: { projectId: string }) {
  const { data } = useSuspenseQuery(approvalSettingsQueryOptions(projectId));
  const [draft, setDraft] = useState(() => toUpdate(data));
  const save = useSaveApprovalSettings(projectId);
  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="approval-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="approval-settings-title">
          Approval settings
        </Title>
        <Checkbox.Group
          label="Changes that need approval"
          value={draft.kinds}
          onChange={(kinds) => setDraft({ ...draft, kinds: approvalKinds.filter((kind) => kinds.includes(kind)) })}
        >
          <Stack gap={4} mt={4}>
            {approvalKinds.map((kind) => (
              <Checkbox key={kind} value={kind} label={approvalKindWords[kind]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox.Group
          label="Who approves"
          value={draft.approver_roles}
          onChange={(approver_roles) => setDraft({ ...draft, approver_roles })}
        >
          <Stack gap={4} mt={4}>
            {[...predefinedRoles.map((role) => ({ id: role, name: role })), ...data.custom_roles].map((role) => (
              <Checkbox key={role.id} value={role.id} label={role.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" fw={500}>
          Custom roles that need approval (for every project of the account)
        </Text>
        {data.custom_roles.length === 0 && <Text size="sm">There are no custom roles.</Text>}
        {data.custom_roles.map((role) => (
          <Switch
            key={role.id}
            label={`${role.name} needs approval`}
            checked={draft.roles_needing_approval.includes(role.id)}
            onChange={(event) =>
              setDraft({
                ...draft,
                roles_needing_approval: toggle(draft.roles_needing_approval, role.id, event.currentTarget.checked),
              })
            }
          />
        ))}
        <Button
          w="fit-content"
          loading={save.isPending}
          onClick={() =>
            save.mutate(draft, {
              onSuccess: () => notifyDone('Saved', 'The approval settings apply to the next change.'),
              onError: (error) => notifyFailed('The approval settings were not saved', error),
            })
          }
        >
          Save approval settings
        </Button>
      </Stack>
    </Paper>
  );
}
