import { Code, Modal } from '@mantine/core';
import type { WebhookDelivery } from '../../../../contract/webhook-delivery.ts';

/** The exact event a delivery posts, pretty-printed (the wire carries it compact, in this key order). */
export function DeliveryPayloadDialog({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Payload of ${delivery.type}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close payload' }}
    >
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(delivery.payload, null, 2)}
      </Code>
    </Modal>
  );
}
