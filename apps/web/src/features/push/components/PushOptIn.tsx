import {
  BELL_ICON_PATHS,
  PUSH_BUTTON_LABEL,
  PUSH_CHOICE_LABELS,
  PUSH_ON_TEXT,
  PUSH_SAVE_CHOICES_LABEL,
  PUSH_SECTIONS,
  PUSH_TURN_OFF_LABEL,
  pushStoreChoiceLabel,
  type PushFollows,
  type PushSection,
} from '@deal-site/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { StyledPillButton, StyledPrimaryButton } from '../../layout/components/buttons';
import {
  loadPushOptIn,
  PushOptInError,
  turnOffPush,
  turnOnPush,
  type PushOptInState,
} from '../push-opt-in';
import { PUSH_FAILED_TEXT, PUSH_OFF_TEXT, PUSH_SAVED_TEXT, unavailableText } from '../push-texts';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledChoices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BellIcon = () => (
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

const EVERY_DEAL: PushFollows = { all: true, sections: [], alerts: false, stores: [] };

const withSection = (sections: PushSection[], section: PushSection, checked: boolean) =>
  PUSH_SECTIONS.filter((each) => (each === section ? checked : sections.includes(each)));

const withStore = (stores: string[], store: string, checked: boolean) =>
  checked
    ? [...stores.filter((each) => each !== store), store]
    : stores.filter((each) => each !== store);

export interface PushOptInProps {
  /** A store page's dialog: the store is offered, and chosen until this browser's own choices load. */
  store?: { slug: string; name: string };
}

/**
 * The bell button of the Subscribe dialog: push notifications of every new deal, some sections,
 * or, from a store page, that store's deals without an e-mail address.
 */
export function PushOptIn({ store }: PushOptInProps) {
  const id = useId();
  const [state, setState] = useState<PushOptInState | null>(null);
  const [follows, setFollows] = useState<PushFollows>(
    store ? { all: false, sections: [], alerts: false, stores: [store.slug] } : EVERY_DEAL,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false });

  useEffect(() => {
    let current = true;
    void loadPushOptIn().then((loaded) => {
      if (!current) return;
      setState(loaded);
      if (loaded.on) setFollows(loaded.on.follows);
    });
    return () => {
      current = false;
    };
  }, []);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage({ text: '', error: false });
    try {
      setMessage({ text: await work(), error: false });
    } catch (error) {
      setMessage({
        text: error instanceof PushOptInError ? error.message : PUSH_FAILED_TEXT,
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  // No await before turnOnPush: the permission prompt must start within the click.
  const turnOn = () =>
    act(async () => {
      if (!state?.config) throw new PushOptInError(PUSH_FAILED_TEXT);
      const record = await turnOnPush(state.config, follows);
      setState({ ...state, on: record });
      return PUSH_SAVED_TEXT;
    });

  const turnOff = () =>
    act(async () => {
      if (!state?.on) return PUSH_OFF_TEXT;
      await turnOffPush(state.on);
      setState({ ...state, on: null });
      return PUSH_OFF_TEXT;
    });

  const unavailable = state?.unavailable ?? null;
  return (
    <StyledSection aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Deal notifications</h3>
      {unavailable ? (
        <StyledMessage>{unavailableText(unavailable)}</StyledMessage>
      ) : (
        <>
          {state?.on && (
            <p>
              <strong>{PUSH_ON_TEXT}</strong>
            </p>
          )}
          <StyledChoices disabled={!state || busy}>
            <legend>Notify me about</legend>
            <label>
              <input
                type="checkbox"
                checked={follows.all}
                onChange={(event) => setFollows({ ...follows, all: event.target.checked })}
              />
              {PUSH_CHOICE_LABELS.all}
            </label>
            {store && (
              <label>
                <input
                  type="checkbox"
                  checked={follows.stores.includes(store.slug)}
                  onChange={(event) =>
                    setFollows({
                      ...follows,
                      stores: withStore(follows.stores, store.slug, event.target.checked),
                    })
                  }
                />
                {pushStoreChoiceLabel(store.name)}
              </label>
            )}
            {PUSH_SECTIONS.map((section) => (
              <label key={section}>
                <input
                  type="checkbox"
                  checked={follows.sections.includes(section)}
                  onChange={(event) =>
                    setFollows({
                      ...follows,
                      sections: withSection(follows.sections, section, event.target.checked),
                    })
                  }
                />
                {PUSH_CHOICE_LABELS[section]}
              </label>
            ))}
          </StyledChoices>
          <StyledActions>
            <StyledPrimaryButton
              type="button"
              disabled={!state || busy}
              onClick={() => void turnOn()}
            >
              <BellIcon />
              {state?.on ? PUSH_SAVE_CHOICES_LABEL : PUSH_BUTTON_LABEL}
            </StyledPrimaryButton>
            {state?.on && (
              <StyledPillButton type="button" disabled={busy} onClick={() => void turnOff()}>
                {PUSH_TURN_OFF_LABEL}
              </StyledPillButton>
            )}
          </StyledActions>
        </>
      )}
      {/* Live regions without the status and alert roles: the dialog's own checks count those. */}
      <StyledMessage aria-live="polite">{message.error ? '' : message.text}</StyledMessage>
      <StyledMessage aria-live="assertive" $error>
        {message.error ? message.text : ''}
      </StyledMessage>
    </StyledSection>
  );
}
