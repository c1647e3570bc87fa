/** The input schemas of beheer, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
export const loginSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(1000).default(''),
});
