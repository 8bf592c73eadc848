import { book, type BookEnv } from "../../provider/book";

// Cloudflare Pages routes /api/book here: the guest's dates without the page's script (decision 046).
export const onRequest = ({ request, env }: { request: Request; env: BookEnv }) => book(request, env);
