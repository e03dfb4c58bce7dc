import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Campaign } from '../../../../contract/campaign.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useNotifyBinned } from '../../../components/undo-delete.tsx';
import { useDeleteCampaign, useDuplicateCampaign } from '../../../lib/resources/campaigns.ts';
import { useSaveAsTemplate } from '../../../lib/resources/templates.ts';
import { NameDialog } from './name-dialog.tsx';

interface CampaignActionsProps {
  projectId: string;
  campaign: Campaign;
  onDuplicated: (copy: Campaign) => void;
  onDeleted: () => void;
}

type Dialog = 'duplicate' | 'template' | 'delete' | undefined;

/** Edit, duplicate, save as template and delete: for roles that may change campaigns (the caller checks). */
export function CampaignActions({ projectId, campaign, onDuplicated, onDeleted }: CampaignActionsProps) {
  const [dialog, setDialog] = useState<Dialog>();
  const duplicate = useDuplicateCampaign(projectId, campaign.id);
  const saveAsTemplate = useSaveAsTemplate(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const notifyBinned = useNotifyBinned();
  const copyable = campaign.campaign_type === 'DISCOUNT_COUPONS' || campaign.campaign_type === 'GIFT_VOUCHERS';
  const close = () => setDialog(undefined);
  /** Each dialog opens without the refusal of its last attempt. */
  const open = (which: Dialog) => {
    for (const mutation of [duplicate, saveAsTemplate, remove]) mutation.reset();
    setDialog(which);
  };

  return (
    <>
      <Group gap="sm" role="group" aria-label="Campaign actions">
        <ButtonLink to="/campaigns/$campaignId/edit" params={{ campaignId: campaign.id }} variant="default">
          Edit
        </ButtonLink>
        {copyable && (
          <>
            <Button variant="default" onClick={() => open('duplicate')}>
              Duplicate
            </Button>
            <Button variant="default" onClick={() => open('template')}>
              Save as template
            </Button>
          </>
        )}
        <Button variant="default" color="red" onClick={() => open('delete')}>
          Delete
        </Button>
      </Group>
      <NameDialog
        title={`Duplicate ${campaign.name}`}
        label="Name of the copy"
        initialName={`${campaign.name} (copy)`}
        submitLabel="Duplicate"
        opened={dialog === 'duplicate'}
        onClose={close}
        naming={duplicate}
        onSubmit={(name) =>
          duplicate.mutate(name, {
            onSuccess: (copy) => {
              notifications.show({ color: 'green', title: 'Campaign duplicated', message: `${copy.name} is ready.` });
              close();
              onDuplicated(copy);
            },
          })
        }
      />
      <NameDialog
        title={`Save ${campaign.name} as a template`}
        label="Template name"
        initialName={campaign.name}
        submitLabel="Save template"
        opened={dialog === 'template'}
        onClose={close}
        naming={saveAsTemplate}
        onSubmit={(name) =>
          saveAsTemplate.mutate(name, {
            onSuccess: (template) => {
              notifications.show({
                color: 'green',
                title: 'Template saved',
                message: `${template.name} is in the templates: new campaigns can start from it.`,
              });
              close();
            },
          })
        }
      />
      <ConfirmDialog
        title={`Delete ${campaign.name}?`}
        consequence="The campaign moves to the bin: it leaves every list, none of its codes redeem any more and its name is free again. Its redemptions stay in the history; the Bin page brings it back."
        confirmLabel="Delete campaign"
        opened={dialog === 'delete'}
        onClose={close}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyBinned({ type: 'campaign', id: campaign.id, title: 'Campaign deleted', name: campaign.name });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
