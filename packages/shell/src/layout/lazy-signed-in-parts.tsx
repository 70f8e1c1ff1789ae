// Signed-in parts of the header, the phone menu and the texts, loaded when
// someone is signed in (with the query layer they need); nothing for a visitor.
import { useAuthStore } from '@portal/auth';
import type { CsrHeaderBar, CsrMenuLinks, MessagesNavLink } from '@portal/csr';
import { preloadable } from '@portal/ui-kit';
import { type ComponentProps, type ReactNode } from 'react';
import { WithQueries } from '../query/WithQueries.tsx';
import type { MemberGreeting } from './MemberGreeting.tsx';

const parts = () => import('./signed-in-parts.tsx');
const LazyMemberGreeting = preloadable(() => parts().then((m) => m.MemberGreeting));
const LazyCsrHeaderBar = preloadable(() => parts().then((m) => m.CsrHeaderBar));
const LazyCsrMenuLinks = preloadable(() => parts().then((m) => m.CsrMenuLinks));
const LazyMessagesNavLink = preloadable(() => parts().then((m) => m.MessagesNavLink));
const LazyNewYorkCompanyLine = preloadable(() => parts().then((m) => m.NewYorkCompanyLine));
const LazyMemberNewYorkTexts = preloadable(() => parts().then((m) => m.MemberNewYorkTexts));

function WhenSignedIn({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  return isLoggedIn ? <WithQueries>{children}</WithQueries> : null;
}

export function SignedInMemberGreeting(props: ComponentProps<typeof MemberGreeting>) {
  return (
    <WhenSignedIn>
      <LazyMemberGreeting {...props} />
    </WhenSignedIn>
  );
}

export function SignedInCsrHeaderBar(props: ComponentProps<typeof CsrHeaderBar>) {
  return (
    <WhenSignedIn>
      <LazyCsrHeaderBar {...props} />
    </WhenSignedIn>
  );
}

export function SignedInCsrMenuLinks(props: ComponentProps<typeof CsrMenuLinks>) {
  return (
    <WhenSignedIn>
      <LazyCsrMenuLinks {...props} />
    </WhenSignedIn>
  );
}

export function SignedInMessagesNavLink(props: ComponentProps<typeof MessagesNavLink>) {
  return (
    <WhenSignedIn>
      <LazyMessagesNavLink {...props} />
    </WhenSignedIn>
  );
}

/** §1/§2: the footer's New York company line for a New York member. */
export function SignedInNewYorkCompanyLine() {
  return (
    <WhenSignedIn>
      <LazyNewYorkCompanyLine />
    </WhenSignedIn>
  );
}

/** §1: a signed-in New York member's texts (site/NewYorkTexts.tsx drops them for anyone else). */
export function SignedInNewYorkTexts() {
  return (
    <WhenSignedIn>
      <LazyMemberNewYorkTexts />
    </WhenSignedIn>
  );
}
