import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';

// A plain string, not a gql tag: codegen checks tagged documents against the site's schema.
export const GreetingQuery = parse(
  'query Greeting($name: String!, $mood: String) { greeting(name: $name) }',
);

/** A link that answers every operation with a greeting from "the network" and records its name. */
export function greetingLink(): { link: ApolloLink; requests: string[] } {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        observer.next({ data: { greeting: 'Hello from the network' } });
        observer.complete();
      }),
  );
  return { link, requests };
}
