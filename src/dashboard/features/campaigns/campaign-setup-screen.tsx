import { Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CampaignSetup, CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignTemplateDefaults } from '../../../contract/campaign-blueprint.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useSetUpCampaign } from '../../lib/resources/campaigns.ts';
import { useCampaignPreview } from '../../lib/resources/templates.ts';
import { KeyValueEditor } from '../../components/key-value-editor.tsx';
import { CampaignPreviewPanel } from './components/campaign-preview-panel.tsx';
import { SetupCampaignFields } from './components/setup-campaign-fields.tsx';
import { SetupValidityFields } from './components/setup-validity-fields.tsx';
import { VoucherCodeFields } from './components/voucher-code-fields.tsx';
import {
  changedSettings,
  changesFromTemplate,
  setupFormSchema,
  templateForm,
  templateRequest,
  type SetupFormValues,
} from './setup-form-schema.ts';

const failureTitles: Record<number, string> = {
  400: 'The service refused some of the settings',
  404: 'The template, or a category it names, no longer exists',
  409: 'A campaign with this name already exists',
};

interface CampaignSetupScreenProps {
  projectId: string;
  currency: string;
  template: CampaignTemplateDefaults;
  onCreated: (setup: CampaignSetup) => void;
}

/**
 * The form starts as the template fills it; "Preview" asks the service for the campaign it would create (with
 * sample codes), and only a previewed request is created, so what is created is what was shown.
 */
export function CampaignSetupScreen({ projectId, currency, template, onCreated }: CampaignSetupScreenProps) {
  const preview = useCampaignPreview(projectId, template.id);
  const setUp = useSetUpCampaign(template.id);
  const [previewed, setPreviewed] = useState<CampaignSetupRequest>();
  const base = useMemo(() => templateRequest(template), [template]);
  const form = useForm<SetupFormValues, unknown, CampaignSetupRequest>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: templateForm(template),
  });

  // A preview stands for the form as it was: any change takes it away until the next preview.
  const { reset: resetPreview } = preview;
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        setPreviewed(undefined);
        resetPreview();
      },
    });
  }, [form, resetPreview]);

  function showFailure(error: Error) {
    setServerFieldErrors(error, form);
    if (error instanceof ApiError && error.status === 409)
      form.setError('name', { message: error.details }, { shouldFocus: true });
  }

  function requestPreview(request: CampaignSetupRequest) {
    const changes = changesFromTemplate(base, request);
    setUp.reset();
    preview.mutate(changes, { onSuccess: () => setPreviewed(changes), onError: showFailure });
  }

  function create() {
    if (!previewed) return;
    setUp.mutate(previewed, {
      onSuccess: (setup) => {
        notifications.show({ color: 'green', title: 'Campaign created', message: `${setup.campaign.name} is ready.` });
        onCreated(setup);
      },
      onError: showFailure,
    });
  }

  const error = setUp.error ?? preview.error;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1}>Create a campaign</Title>
        <Text>
          From the template <strong>{template.name}</strong>
          {template.description && `: ${template.description}`}. Every field shows the template&apos;s setting; change
          what this campaign needs, preview it, then create it.
        </Text>
      </div>
      <form noValidate onSubmit={form.handleSubmit(requestPreview)}>
        <Stack gap="md">
          {error && (
            <ErrorAlert
              error={unplacedFieldErrors(error, form)}
              title={
                error instanceof ApiError ? (failureTitles[error.status] ?? 'Could not create the campaign') : undefined
              }
            />
          )}
          <Fieldset legend="Campaign">
            <SetupCampaignFields form={form} currency={currency} />
          </Fieldset>
          <Fieldset legend="Validity">
            <SetupValidityFields form={form} />
          </Fieldset>
          <Fieldset legend="Voucher codes and redemptions">
            <VoucherCodeFields form={form} />
          </Fieldset>
          <Fieldset legend="Metadata">
            <Controller
              control={form.control}
              name="metadata"
              render={({ field }) => (
                <KeyValueEditor
                  label="Metadata"
                  inFieldset
                  emptyText="No metadata."
                  value={field.value}
                  onChange={field.onChange}
                  errors={form.formState.errors.metadata}
                />
              )}
            />
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" variant={previewed ? 'default' : 'filled'} loading={preview.isPending}>
              Preview campaign
            </Button>
          </Group>
        </Stack>
      </form>
      {preview.data && previewed && (
        <CampaignPreviewPanel
          preview={preview.data}
          changed={changedSettings(previewed)}
          currency={currency}
          creating={setUp.isPending}
          onCreate={create}
        />
      )}
    </Stack>
  );
}
