import type { AppRoute, ClientInferRequest, ClientInferResponses } from '@ts-rest/core';
import { expect, expectTypeOf, it } from 'vitest';
import { chamadasAuth } from '../../src/contracts/comum/auth.chamadas';
import { authContract } from '../../src/contracts/comum/auth.contract';

// The browser makes the auth calls from chamadasAuth (zod-free, issue 21), the server answers them from authContract:
// one contract in two files, so a status or a type one lists and the other lacks is a bug these two tests catch.

const forma = ({ method, path, metadata, strictStatusCodes, responses }: AppRoute) =>
  ({ method, path, metadata, strictStatusCodes, statuses: Object.keys(responses).sort() });

it('the browser makes the same auth calls the server answers: method, path, who may call, statuses', () => {
  expect(Object.keys(chamadasAuth).sort()).toEqual(Object.keys(authContract).sort());
  for (const nome of Object.keys(authContract) as (keyof typeof authContract)[]) {
    expect(forma(chamadasAuth[nome]), nome).toEqual(forma(authContract[nome]));
  }
});

it('with the same types, request and answers (checked by tsc)', () => {
  expectTypeOf<ClientInferRequest<typeof chamadasAuth>>().toEqualTypeOf<ClientInferRequest<typeof authContract>>();
  expectTypeOf<ClientInferResponses<typeof chamadasAuth>>().toEqualTypeOf<ClientInferResponses<typeof authContract>>();
});
