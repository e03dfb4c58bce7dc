import { Anchor, Image, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from './error-alert.tsx';

/**
 * A code as a QR image, drawn in the browser (the `qrcode` library loads with the first one, not with the app) and
 * offered as a PNG to print on a flyer or a receipt.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const image = useQuery({
    queryKey: ['qr-code', text],
    queryFn: async () => (await import('qrcode')).toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
    staleTime: Infinity,
  });
  if (image.isPending) return <Skeleton width={160} height={160} />;
  if (image.isError) return <ErrorAlert error={image.error} title="The QR code could not be drawn" />;
  return (
    <Stack gap="xs" align="flex-start">
      <Image src={image.data} alt={label} w={160} h={160} />
      <Anchor href={image.data} download={`${text}.png`} size="sm">
        Download the QR code (PNG)
      </Anchor>
    </Stack>
  );
}
