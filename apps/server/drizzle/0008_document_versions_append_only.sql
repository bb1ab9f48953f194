-- Every revision of a document is kept as it was: versions may be added, never changed or removed.
CREATE TRIGGER document_versions_append_only BEFORE UPDATE OR DELETE ON document_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
