import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { serviceNow } from '../../../lib/service-clock.ts';

const nowSeconds = () => Math.floor(serviceNow() / 1000);

/** Time left until the service's `expires_at` (Unix seconds), ticking every second. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowSeconds()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, expiresAt - now);
  const at = dayjs.unix(expiresAt).format('HH:mm:ss');
  if (left === 0) return <Text size="sm">Expired at {at}</Text>;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <Text size="sm">
      Expires in {minutes}:{seconds} (at {at})
    </Text>
  );
}
