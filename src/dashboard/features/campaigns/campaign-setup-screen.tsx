import { Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import type { CampaignSetup, CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignTemplate } from '../../../contract/campaign-template.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { useSetUpCampaign } from '../../lib/resources/campaigns.ts';
import { KeyValueEditor } from '../../components/key-value-editor.tsx';
import { SetupCampaignFields } from './components/setup-campaign-fields.tsx';
import { SetupValidityFields } from './components/setup-validity-fields.tsx';
import { VoucherCodeFields } from './components/voucher-code-fields.tsx';
import { emptySetupForm, setupFormSchema, type SetupFormValues } from './setup-form-schema.ts';

const failureTitles: Record<number, string> = {
  400: 'The service refused some of the settings',
  404: 'The template, or a category it names, no longer exists',
  409: 'A campaign with this name already exists',
};

interface CampaignSetupScreenProps {
  template: CampaignTemplate;
  onCreated: (setup: CampaignSetup) => void;
}

export function CampaignSetupScreen({ template, onCreated }: CampaignSetupScreenProps) {
  const setUp = useSetUpCampaign(template.id);
  const form = useForm<SetupFormValues, unknown, CampaignSetupRequest>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: emptySetupForm,
  });

  function submit(request: CampaignSetupRequest) {
    setUp.mutate(request, {
      onSuccess: (setup) => {
        notifications.show({ color: 'green', title: 'Campaign created', message: `${setup.campaign.name} is ready.` });
        onCreated(setup);
      },
      onError: (error) => {
        setServerFieldErrors(error, form);
        if (error instanceof ApiError && error.status === 409)
          form.setError('name', { message: error.details }, { shouldFocus: true });
      },
    });
  }

  const error = setUp.error;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1}>Create a campaign</Title>
        <Text>
          From the template <strong>{template.name}</strong>
          {template.description && `: ${template.description}`}. Everything left empty keeps the template&apos;s
          setting.
        </Text>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="md">
          {error && (
            <ErrorAlert
              error={error}
              title={
                error instanceof ApiError ? (failureTitles[error.status] ?? 'Could not create the campaign') : undefined
              }
            />
          )}
          <Fieldset legend="Campaign">
            <SetupCampaignFields form={form} />
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
                  emptyText="No metadata: the template's metadata is kept."
                  value={field.value}
                  onChange={field.onChange}
                  errors={form.formState.errors.metadata}
                />
              )}
            />
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={setUp.isPending}>
              Create campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
