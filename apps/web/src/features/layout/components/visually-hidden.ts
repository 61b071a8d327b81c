import { css } from 'styled-components';

/** Read by screen readers, invisible on screen and taking no room. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
