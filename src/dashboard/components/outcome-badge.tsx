import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/**
 * A service-reported outcome as a filled badge. The shades keep white text above 4.5:1 (Mantine's default green.8
 * and red.8 fall just below it, which axe flags as serious).
 */
const tones = { good: 'teal.9', bad: 'red.9', neutral: 'gray.8' } as const;

export function OutcomeBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <Badge variant="filled" color={tones[tone]}>
      {children}
    </Badge>
  );
}
