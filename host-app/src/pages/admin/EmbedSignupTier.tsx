import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEmbedsResponse, BuyerTier } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { Select, useToast } from 'widgets/ui';
import { ADMIN_AUDIT_KEY, ADMIN_EMBEDS_KEY, ADMIN_TIERS_KEY, adminApi } from './adminApi';
import { Muted } from '../../ui/AdminParts';

const FREE_PLAN = '';

/**
 * The plan buyers get when they sign up inside a widget on the agency's site: the free plan
 * unless the admin picks another (the agency then gives that plan away to widget sign-ups).
 */
export function EmbedSignupTier({ data }: { data: AdminEmbedsResponse }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const tiers = useQuery({ queryKey: ADMIN_TIERS_KEY, queryFn: ({ signal }) => adminApi.tiers({ signal }) });
  const save = useMutation({
    mutationFn: (tier: BuyerTier | null) => adminApi.saveSignupTier(tier),
    onSuccess: (answer) => {
      queryClient.setQueryData(ADMIN_EMBEDS_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      toast({ variant: 'success', title: 'Widget sign-up plan saved' });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error, 'Please try again.') }),
  });
  const buyerTiers = tiers.data?.buyerTiers ?? [];
  const effective = buyerTiers.find((tier) => tier.tier === data.effectiveSignupTier);
  const options = [
    { value: FREE_PLAN, label: 'The free plan (as on your site)' },
    ...buyerTiers.map((tier) => ({ value: tier.tier, label: tier.name })),
  ];
  return (
    <>
      <Select
        label="Plan for buyers who sign up in a widget"
        name="signupTier"
        options={options}
        value={data.signupTier ?? FREE_PLAN}
        disabled={save.isPending || !tiers.data}
        onChange={(event) => save.mutate((event.target.value || null) as BuyerTier | null)}
      />
      {effective && (
        <Muted>
          {effective.adminApprovalRequired
            ? `Widget sign-ups get ${effective.name}: each of their offers waits for your approval (Approvals) before the performer sees it.`
            : `Widget sign-ups get ${effective.name}: their offers go to the performer at once.`}
        </Muted>
      )}
    </>
  );
}
