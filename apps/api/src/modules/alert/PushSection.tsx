import {
  BELL_ICON_PATHS,
  PUSH_BUTTON_LABEL,
  PUSH_CHOICE_LABELS,
  PUSH_ON_TEXT,
  PUSH_OPT_IN_FORM_ATTRIBUTE,
  PUSH_OPT_IN_SCRIPT_PATH,
  PUSH_PAGE_PARTS,
  PUSH_SECTIONS,
  PUSH_TURN_OFF_LABEL,
} from '@deal-site/ui';
import { Button, FieldError, FieldLabel, PageSection } from '@deal-site/ui/static-page';
import styled from 'styled-components';

const Choices = styled.fieldset`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
  }
`;

const BellButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-right: ${({ theme }) => theme.space.sm};
  vertical-align: middle;

  &[hidden] {
    display: none;
  }
`;

const TurnOffButton = styled(Button)`
  vertical-align: middle;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bell = () => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {BELL_ICON_PATHS.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);

export interface PushSectionProps {
  /** The e-mail subscription's token, whose keyword and store alerts a push may follow. */
  token: string;
}

/**
 * Push notifications on this device: a form PUSH_OPT_IN_SCRIPT_PATH wires up (the page has no
 * other script), hidden until it does, since without the script it can do nothing.
 */
export function PushSection({ token }: PushSectionProps) {
  const part = (name: (typeof PUSH_PAGE_PARTS)[keyof typeof PUSH_PAGE_PARTS]) => ({
    'data-push-part': name,
  });
  return (
    <PageSection aria-labelledby="push-heading">
      <h2 id="push-heading">Notifications on this device</h2>
      <p>A notification within a minute of a deal going live, without an e-mail.</p>
      <noscript>
        <Note>Notifications need JavaScript.</Note>
      </noscript>
      <form {...{ [PUSH_OPT_IN_FORM_ATTRIBUTE]: token }} aria-label="Deal notifications" hidden>
        <Note {...part(PUSH_PAGE_PARTS.unavailable)} hidden />
        <p {...part(PUSH_PAGE_PARTS.on)} hidden>
          <strong>{PUSH_ON_TEXT}</strong>
        </p>
        <Choices {...part(PUSH_PAGE_PARTS.choices)}>
          <legend>Notify me about</legend>
          <FieldLabel>
            <input type="checkbox" name="alerts" defaultChecked /> {PUSH_CHOICE_LABELS.alerts}
          </FieldLabel>
          <FieldLabel>
            <input type="checkbox" name="all" /> {PUSH_CHOICE_LABELS.all}
          </FieldLabel>
          {PUSH_SECTIONS.map((section) => (
            <FieldLabel key={section}>
              <input type="checkbox" name="sections" value={section} />{' '}
              {PUSH_CHOICE_LABELS[section]}
            </FieldLabel>
          ))}
        </Choices>
        <BellButton type="button" {...part(PUSH_PAGE_PARTS.turnOn)}>
          <Bell />
          <span>{PUSH_BUTTON_LABEL}</span>
        </BellButton>
        <TurnOffButton type="button" $quiet {...part(PUSH_PAGE_PARTS.turnOff)} hidden>
          {PUSH_TURN_OFF_LABEL}
        </TurnOffButton>
        {/* Live regions without the status and alert roles, which name the page's own notices. */}
        <p aria-live="polite" {...part(PUSH_PAGE_PARTS.status)} />
        <FieldError aria-live="assertive" {...part(PUSH_PAGE_PARTS.error)} />
      </form>
      <script src={PUSH_OPT_IN_SCRIPT_PATH} defer />
    </PageSection>
  );
}
