// A refused token exchange: oidc-provider answers it as RFC 6749 §5.2 JSON
// {error, error_description} with status 400, never a 500.
import { errors } from 'oidc-provider';

export class TokenExchangeRefusal extends errors.CustomOIDCProviderError {
  static request = (description: string) => new TokenExchangeRefusal('invalid_request', description);
  static grant = (description: string) => new TokenExchangeRefusal('invalid_grant', description);
  static target = (description: string) => new TokenExchangeRefusal('invalid_target', description);
  static scope = (description: string) => new TokenExchangeRefusal('invalid_scope', description);
}
