import { ApiError } from '../providers/ApiError';
import { failureNotification } from './failureNotification';

describe('failureNotification', () => {
  it('reports a failed query as failedLoading with pleaseTryAgain', () => {
    expect(failureNotification('query', new ApiError(500, 'Interner Fehler'))).toEqual({
      message: 'fehler.failedLoading',
      detail: 'fehler.pleaseTryAgain',
    });
  });

  it('reports a failed mutation as failedSaving with pleaseTryAgain', () => {
    expect(failureNotification('mutation', new TypeError('Failed to fetch'))).toEqual({
      message: 'fehler.failedSaving',
      detail: 'fehler.pleaseTryAgain',
    });
  });

  it('uses the German server message of a rejected input as detail', () => {
    expect(failureNotification('mutation', new ApiError(413, 'Die Datei ist zu groß.'))).toEqual({
      message: 'fehler.failedSaving',
      detail: 'Die Datei ist zu groß.',
    });
  });

  it('uses the German message in the body of a react-admin HttpError (forms and lists)', () => {
    const httpError = Object.assign(new Error('Conflict'), { status: 409, body: { message: 'Der Zeitraum überschneidet sich.' } });
    expect(failureNotification('mutation', httpError)).toEqual({
      message: 'fehler.failedSaving',
      detail: 'Der Zeitraum überschneidet sich.',
    });
    expect(failureNotification('mutation', Object.assign(new Error('Conflict'), { status: 409, body: null }))).toEqual({
      message: 'fehler.failedSaving',
      detail: 'fehler.pleaseTryAgain',
    });
  });

  it('stays silent on 401: logout takes over', () => {
    expect(failureNotification('query', new ApiError(401, 'Nicht angemeldet'))).toBeNull();
    expect(failureNotification('mutation', { status: 401 })).toBeNull();
  });
});
