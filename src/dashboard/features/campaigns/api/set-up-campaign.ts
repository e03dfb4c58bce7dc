import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSetupSchema, type CampaignSetupRequest } from '../../../../contract/campaign-setup.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { campaignKeys } from '../../../lib/campaigns.ts';

export function setUpCampaign(templateId: string, request: CampaignSetupRequest) {
  return apiRequest({
    family: 'app',
    method: 'POST',
    path: `/v1/templates/campaigns/${encodeURIComponent(templateId)}/campaign-setup`,
    body: request,
    schema: campaignSetupSchema,
  });
}

/** Creates a campaign from a template; the new campaign is cached for its pages and every campaign list refetches. */
export function useSetUpCampaign(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CampaignSetupRequest) => setUpCampaign(templateId, request),
    onSuccess: async (setup) => {
      queryClient.setQueryData(campaignKeys.detail(setup.campaign.id), setup.campaign);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
}
