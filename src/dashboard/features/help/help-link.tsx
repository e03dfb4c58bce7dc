import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface HelpLinkProps extends AnchorProps {
  /** The document to open; none opens the list of documents. */
  doc?: string;
  /** A heading's anchor in the document. */
  hash?: string;
  children: ReactNode;
}

/** An anchor to a Help page, with the router's own typed link underneath. */
export function HelpLink({ doc, hash, children, ...anchor }: HelpLinkProps) {
  return (
    <Anchor {...anchor} renderRoot={(props) => <Link {...props} to="/help/{-$doc}" params={{ doc }} hash={hash} />}>
      {children}
    </Anchor>
  );
}
