import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../contract/common.ts';
import { newRequestId } from '../ids.ts';

const answers: Record<string, { status: number; reason: string; key: string; details: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    key: 'headers_too_large',
    details: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    key: 'request_timeout',
    details: 'The request was not received in time',
  },
};

/**
 * Requests Node cannot parse (an invalid Content-Length, an unknown method, a broken request line) never reach the
 * app; Node would answer them with an empty 400. These get the interface's error body too, and the connection ends,
 * since nothing after an unparsable request can be trusted to start a new one.
 */
export function answerUnparsableRequests(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = answers[error.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
      key: 'malformed_request',
      details: `The request could not be parsed (${error.code ?? 'unknown reason'})`,
    };
    const requestId = newRequestId();
    const body: ErrorBody = {
      code: answer.status,
      key: answer.key,
      message: answer.reason,
      details: answer.details,
      request_id: requestId,
    };
    const text = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
}
