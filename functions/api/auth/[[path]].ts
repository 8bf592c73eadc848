import { login, type LoginEnv } from "../../../admin/login";

// Cloudflare Pages routes /api/auth and below here: the editor's login (decision 027).
export const onRequest = ({ request, env }: { request: Request; env: LoginEnv }) => login(request, env);
