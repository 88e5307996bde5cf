import {
  ChildIdParamsSchema,
  ChildrenResponseSchema,
  ChildSchema,
  CreateChildRequestSchema,
  UpdateChildRequestSchema,
} from '@monstory/contracts/children';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { createChild, deleteChild, listChildren, updateChild } from './children.service.js';

// Child profiles. Adding, changing and removing a child sits behind the app's parental gate (a
// check in the client, like the shop's); the API takes any guest or verified account holder.
// Another account's child is answered like a missing one.

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  // The account's child ids ride along with its sessions in the session cache (the active child,
  // platform/auth/auth-hook.ts): a change here drops them, so the next request looks them up.
  const forgetChildren = (userId: string) => app.identity.sessions.forgetUser(userId);

  app.get('/children', { schema: { response: { 200: ChildrenResponseSchema } } }, async (request) =>
    listChildren(app.services, callerOf(request)),
  );

  app.post(
    '/children',
    { schema: { body: CreateChildRequestSchema, response: { 201: ChildSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const child = await createChild(app.services, caller, request.body);
      forgetChildren(caller.user.id);
      return reply.code(201).send(child);
    },
  );

  app.patch(
    '/children/:id',
    {
      schema: {
        params: ChildIdParamsSchema,
        body: UpdateChildRequestSchema,
        response: { 200: ChildSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const child = await updateChild(app.services, caller, request.params.id, request.body);
      forgetChildren(caller.user.id);
      return child;
    },
  );

  app.delete(
    '/children/:id',
    { schema: { params: ChildIdParamsSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      await deleteChild(app.services, caller, request.params.id);
      forgetChildren(caller.user.id);
      return reply.code(204).send();
    },
  );
};
