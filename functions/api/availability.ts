import { availability } from "../../provider/availability";
import type { ProviderEnv } from "../../provider/settings";

// Cloudflare Pages routes /api/availability here: the guest's dates asked of the provider (decision 046).
export const onRequest = ({ request, env }: { request: Request; env: ProviderEnv }) => availability(request, env);
