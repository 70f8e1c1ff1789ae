// /producer (§6 producer/agent, loaded lazily): the csr package's producer
// page with the member package's chat link (the same 450 × 650 popup, feature
// and availability rules as a member's). Features never import each other:
// the shell hands the link over.
import { ProducerChatUnavailable, ProducerPage } from '@portal/csr';
import { ChatButton } from '@portal/member';
import { routes } from '@portal/core';

export default function ProducerRoute() {
  return <ProducerPage chatLink={<ChatButton chatUrl={routes.producerChat} unavailable={<ProducerChatUnavailable />} />} />;
}
