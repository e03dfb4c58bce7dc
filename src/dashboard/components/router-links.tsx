import type { Ref } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

// Mantine's polymorphic `component={Link}` loses the router's typing of `params` and `search`; createLink keeps
// it, so a link to `/campaigns/$campaignId` is checked against the route tree.

type AnchorBaseProps = Omit<AnchorProps, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
} & React.ComponentPropsWithoutRef<'a'>;
function AnchorBase(props: AnchorBaseProps) {
  return <Anchor {...props} />;
}
const CreatedAnchorLink = createLink(AnchorBase);
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;

type ButtonBaseProps = Omit<ButtonProps, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
} & React.ComponentPropsWithoutRef<'a'>;
function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />;
}
const CreatedButtonLink = createLink(ButtonBase);
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;
