import type { Translation } from '../en';
import type { adminModeration as en } from '../en/admin-moderation';

export const adminModeration: Translation<typeof en> = {
  'admin.moderation.moderation': 'Moderación',
  'admin.moderation.postsMembersReportedAPost':
    'Publicaciones que los miembros reportaron. Una publicación reportada por {autoHideThreshold} miembros se oculta hasta que usted la revise; a su autor se le avisa cuando se oculta.',
  'admin.moderation.postsMembersReportedAndPosts':
    'Publicaciones que los miembros reportaron, y publicaciones ocultas hasta que usted las revise.',
  'admin.moderation.nothingToReview': 'Nada que revisar',
  'admin.moderation.whenMembersReportADiscussion': 'Cuando los miembros reportan una conversación o una respuesta, aparece aquí.',
  'admin.moderation.reportedPosts': 'Publicaciones reportadas',
  'admin.moderation.kind': '{kind, select, thread {conversación} other {respuesta}}',
  'admin.moderation.reportedKindByDisplayname':
    '{kind, select, thread {Conversación reportada} other {Respuesta reportada}} de {displayName}',
  'admin.moderation.hiddenByTheRule': 'Oculta por la regla',
  'admin.moderation.hidden': 'Oculta',
  'admin.moderation.firstFirstreportedat': 'primera vez {firstReportedAt}',
  'admin.moderation.1Report': '1 reporte',
  'admin.moderation.lengthReports': '{length} reportes',
  'admin.moderation.reportLine': 'De <b>{from}</b> (@{username}) para <b>{reporter}</b>, reportado {reportedAt} como “{reason}”',
  'admin.moderation.byIn': 'De <b>{author}</b> en <link>{thread}</link>',
  'admin.moderation.dismissAndShowAgain': 'Descartar y volver a mostrar',
  'admin.moderation.dismiss': 'Descartar',
  'admin.moderation.hideKind': 'Ocultar {kind, select, thread {la conversación} other {la respuesta}}',
  'admin.moderation.deleteKind': 'Eliminar {kind, select, thread {la conversación} other {la respuesta}}',
  'admin.moderation.deleteConfirm': '¿Eliminar {kind, select, thread {esta conversación} other {esta respuesta}} para siempre?',
  'admin.moderation.shownAgain': '{kind, select, thread {La conversación} other {La respuesta}} se muestra de nuevo.',
  'admin.moderation.reportsDismissed': 'Se descartaron los reportes.',
  'admin.moderation.hiddenDone':
    '{kind, select, thread {La conversación quedó oculta} other {La respuesta quedó oculta}} y se avisó a su autor.',
  'admin.moderation.deletedDone': '{kind, select, thread {La conversación fue eliminada} other {La respuesta fue eliminada}}.',
  'admin.moderation.theMessageWasRemovedFor': 'El mensaje se quitó para los dos miembros.',
  'admin.moderation.theReportWasDismissed': 'Se descartó el reporte.',
  'admin.moderation.reportedMessages': 'Mensajes reportados',
  'admin.moderation.privateMessagesStayPrivateYou':
    'Los mensajes privados siguen siendo privados: usted ve un mensaje aquí solo cuando el miembro que lo recibió lo reportó.',
  'admin.moderation.noReportedMessages': 'No hay mensajes reportados',
  'admin.moderation.whenAMemberReportsA': 'Cuando un miembro reporta un mensaje que le enviaron, aparece aquí.',
  'admin.moderation.reporterSNote': 'Nota de quien reportó:',
  'admin.moderation.removeTheMessage': 'Quitar el mensaje',
};
