import french from 'ra-language-french';
import { mergeMessages } from '../messages';

/**
 * react-admin's own French messages, current for react-admin 5, in the console's words ("e-mail", "téléverser",
 * "Se connecter", "Modifier", "Page introuvable"; docs/glossary.md) and French typography: a narrow no-break
 * space before ; ? !, a no-break space before : and inside « », one apostrophe ('). A limit stands as a value,
 * as react-admin passes no count to agree with.
 */
export default mergeMessages(french, {
  ra: {
    action: {
      bulk_actions: '%{smart_count}\u202fsélectionné |||| %{smart_count}\u202fsélectionnés',
      edit: 'Modifier',
      update: 'Mettre à jour',
    },
    page: {
      not_found: 'Page introuvable',
      invite: 'Voulez-vous en créer un\u202f?',
      access_denied: 'Accès refusé',
    },
    input: {
      file: {
        upload_several: 'Déposez les fichiers à téléverser, ou cliquez pour en sélectionner.',
        upload_single: 'Déposez le fichier à téléverser, ou cliquez pour le sélectionner.',
      },
      image: {
        upload_several: 'Déposez les images à téléverser, ou cliquez pour en sélectionner.',
        upload_single: "Déposez l'image à téléverser, ou cliquez pour la sélectionner.",
      },
      references: {
        all_missing: 'Les données référencées sont introuvables.',
      },
      password: {
        toggle_visible: 'Masquer le mot de passe',
        toggle_hidden: 'Afficher le mot de passe',
      },
    },
    message: {
      about: 'À propos',
      are_you_sure: 'Êtes-vous sûr\u202f?',
      authentication_error:
        "Le serveur d'authentification a renvoyé une erreur et vos identifiants n'ont pas pu être vérifiés.",
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément\u202f? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count}\u202féléments\u202f?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier cet élément\u202f? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count}\u202féléments\u202f?',
      clear_array_input: 'Êtes-vous sûr(e) de vouloir supprimer tous les éléments de la liste\u202f?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément\u202f?',
      select_all_limit_reached:
        'Il y en a trop pour tout sélectionner\u00a0: la sélection contient les %{max}\u202fpremiers.',
      unsaved_changes:
        'Certaines modifications ne sont pas enregistrées. Voulez-vous vraiment les abandonner\u202f?',
      placeholder_data_warning: 'Problème réseau\u00a0: impossible de charger les données.',
    },
    navigation: {
      page_out_from_end: "C'est la dernière page",
      page_out_from_begin: "C'est la première page",
      page_rows_per_page: 'Lignes par page\u00a0:',
      next: 'Aller à la page suivante',
    },
    sort: {
      sort_by: 'Tri\u00a0: %{field} (%{order})',
    },
    auth: {
      username: "Nom d'utilisateur",
      email: 'E-mail',
      sign_in: 'Se connecter',
    },
    notification: {
      updated: 'Élément mis à jour |||| %{smart_count}\u202féléments mis à jour',
      deleted: 'Élément supprimé |||| %{smart_count}\u202féléments supprimés',
      bad_item: 'Élément incorrect',
    },
    validation: {
      minLength: 'Longueur minimale\u00a0: %{min}',
      maxLength: 'Longueur maximale\u00a0: %{max}',
      email: 'Doit être un e-mail valide',
      oneOf: 'Doit être au choix\u00a0: %{options}',
      regex: 'Doit respecter un format spécifique (regexp)\u00a0: %{pattern}',
    },
    saved_queries: {
      new_label: 'Ajouter à mes requêtes…',
      remove_label_with_name: 'Retirer «\u00a0%{name}\u00a0» de mes requêtes',
      remove_dialog_title: 'Effacer de mes requêtes\u202f?',
      remove_message: 'Êtes-vous sûr(e) de vouloir supprimer cette requête de votre liste de requêtes\u202f?',
    },
  },
});
