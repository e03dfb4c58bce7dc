import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import type { Campaign } from '../../../contract/campaign.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { MetadataFieldset } from '../../components/metadata-fieldset.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useUpdateCampaign } from '../../lib/resources/campaigns.ts';
import { DayOfWeekChips } from './components/day-of-week-chips.tsx';
import { campaignChanges, campaignForm, editFormSchema, type EditFormValues } from './edit-form-schema.ts';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface CampaignEditScreenProps {
  campaign: Campaign;
  onSaved: () => void;
}

/** Changes what a campaign keeps changing after it starts: name, words, dates, days, joining, metadata. */
export function CampaignEditScreen({ campaign, onSaved }: CampaignEditScreenProps) {
  const update = useUpdateCampaign(campaign.id);
  const form = useForm<EditFormValues, unknown, ReturnType<typeof editFormSchema.parse>>({
    resolver: zodResolver(editFormSchema),
    defaultValues: campaignForm(campaign),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  function save(values: ReturnType<typeof editFormSchema.parse>) {
    update.mutate(campaignChanges(campaign, values), {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', title: 'Campaign saved', message: `${saved.name} is updated.` });
        onSaved();
      },
      onError: (error) => {
        setServerFieldErrors(error, form);
        if (error instanceof ApiError && error.status === 409)
          form.setError('name', { message: error.details }, { shouldFocus: true });
      },
    });
  }

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }} size="sm">
          ← {campaign.name}
        </AnchorLink>
        <Title order={1}>Edit {campaign.name}</Title>
      </div>
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <Stack gap="md">
          {update.error && (
            <ErrorAlert error={unplacedFieldErrors(update.error, form)} title="The campaign was not saved" />
          )}
          <Fieldset legend="Campaign">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Campaign name" required {...register('name')} error={errors.name?.message} />
              <NativeSelect
                label="Customers join only once"
                {...register('join_once')}
                data={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
              />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                {...register('description')}
                error={errors.description?.message}
                style={{ gridColumn: '1 / -1' }}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Validity">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  type="datetime-local"
                  label="Starts"
                  description={`Your time zone (${timeZone}); empty: no start date`}
                  {...register('start_date')}
                  error={errors.start_date?.message}
                />
                <TextInput
                  type="datetime-local"
                  label="Expires"
                  description={`Your time zone (${timeZone}); empty: never`}
                  {...register('expiration_date')}
                  error={errors.expiration_date?.message}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="validity_day_of_week"
                render={({ field, fieldState }) => (
                  <DayOfWeekChips
                    label="Valid on these days (none picked: every day)"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Stack>
          </Fieldset>
          <MetadataFieldset control={form.control} errors={errors.metadata} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
