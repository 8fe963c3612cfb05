//! Checklist satisfaction and experiments, table by table.
