import type { Campaign } from '../../../../contract/campaign.ts';
import { DeleteToBin } from '../../../components/delete-to-bin.tsx';
import { useDeleteLoyaltyProgram } from '../../../lib/resources/loyalty-programs.ts';

export function ProgramDelete({ program, onDeleted }: { program: Campaign; onDeleted: () => void }) {
  return (
    <DeleteToBin
      noun="program"
      binned={{ type: 'campaign', id: program.id, name: program.name }}
      consequence="The program moves to the bin with its cards: no card earns or spends points until it is restored, and its name is free again."
      remove={useDeleteLoyaltyProgram(program.id)}
      onDeleted={onDeleted}
    />
  );
}
